export class Queue<T> {
  private items: T[] = [];

  push(item: T): number {
    return this.items.push(item);
  }

  shift(): T {
    return this.items.shift();
  }
}
