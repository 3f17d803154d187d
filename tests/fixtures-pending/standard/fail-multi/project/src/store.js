const items = [];

function add (item) {
  const count = items.length
  items.push(item);
  return items.length
}

module.exports = { add, remove }
