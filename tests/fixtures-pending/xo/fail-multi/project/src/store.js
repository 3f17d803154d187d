const items = [];

export function add(item) {
	const count = items.length;
	items.push(item);
	return items.length;
}

export function clear() {
	items.length = 0;
	return undefinedValue;
}
