import { describeHostileInput } from '../test/support/hostile-input';

// Generated valid, invalid and hostile requests on every other API operation of the route table (see
// support/hostile-input.ts).
await describeHostileInput(0, 2);
