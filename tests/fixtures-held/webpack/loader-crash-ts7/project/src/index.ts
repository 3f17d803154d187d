import { greet, type User } from "./user";

const admin: User = { id: "42", name: "Ada" };
const count: number = greet(admin);

console.log(count, admin.emial);
