export function displayName(user: { first: string; last: string }) {
  return user.first + ' ' + user.last;
}
