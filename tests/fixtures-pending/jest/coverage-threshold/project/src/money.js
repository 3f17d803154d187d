function add(a, b) {
  return a + b;
}

function round(x) {
  return Math.round(x * 100) / 100;
}

module.exports = { add, round };
