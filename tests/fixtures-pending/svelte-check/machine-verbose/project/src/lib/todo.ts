export interface Todo {
  id: number;
  title: string;
  done: boolean;
}

export function toggle(todo: Todo): Todo {
  return { ...todo, done: !todo.done, updated: Date.now() };
}
