function parseQty(text) {
  const n = Number(text);
  if (Number.isNaN(n)) {
    throw new Error('not a number: ' + text);
  }
  if (n < 0) {
    return 0;
  }
  return Math.floor(n);
}

function parseSku(text) {
  const [prefix, id] = text.split('-');
  if (!id) return null;
  return { prefix, id: Number(id) };
}

module.exports = { parseQty, parseSku };
