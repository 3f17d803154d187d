function slugify(text) {
  return text.toLowerCase().trim().replace(/\s+/g, "-");
}

function truncate(text, max) {
  return text.length > max ? text.slice(0, max) + "..." : text;
}

module.exports = { slugify, truncate };
