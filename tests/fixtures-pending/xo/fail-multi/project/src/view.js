import {add} from './store.js';

export function render(list) {
	if (list.length == 0) {
		return 'empty';
	}

	debugger;
	return list.join(', ');
}

export {add};
