export function parse(v) {
  const [major, minor, patch] = v.split('.').map(Number);
  return { major, minor, patch };
}

export function compare(a, b) {
  const x = parse(a);
  const y = parse(b);
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch;
}

export function bump(v, part) {
  const p = parse(v);
  p[part] += 1;
  return `${p.major}.${p.minor}.${p.patch}`;
}
