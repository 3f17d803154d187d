function formatPrice(cents) {
  return '€' + (cents / 100).toFixed(2);
}

function formatUser(user) {
  return { name: user.first + ' ' + user.last, initials: user.first[0] + user.last[0] };
}

module.exports = { formatPrice, formatUser };
