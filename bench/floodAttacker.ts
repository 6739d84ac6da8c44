// Partner A's side of a flood (flood.ts), in a process of its own: runs the flood the order names until
// its time is up, then prints A's answers, counted by kind, as JSON.
import { type FloodOrder, floodOf } from './flood.ts';

const order = JSON.parse(process.argv[2] ?? '{}') as FloodOrder;
const flood = floodOf(order);
await flood.run(order.until);
process.stdout.write(JSON.stringify(Object.fromEntries(flood.answers)));
