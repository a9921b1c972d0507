export { wireServer, type Captured } from './wire-server';
export { badInputTable, kindCases, NONE, type BadInputCase, type BadInputTable } from './bad-input-table';
export { biHeader, decodeR, expectRequest } from './expect-request';
export { DEMO_MEMBER, duringTests, EMULATOR_API_KEY, memberToken, postJson, visitorToken, WWW } from './emulator-session';
export { sentThroughTable, type SentRequest, type SentThroughCase } from './sent-through-table';
export { chiSquare } from './uniformity';
