function Queue() {
  this.items = [];
}

Queue.prototype.push = function (item) {
  var size = this.items.length;
  this.items.push(item)
  return this.items.length;
};

Queue.prototype.isEmpty = function () {
  return this.items.length == 0;
};

module.exports = Queue;
