const { add } = require('./store')

function render (list) {
  if (list.length == 0) {
    return "empty"
  }
  return list.join(', ')
}

module.exports = { render, add }
