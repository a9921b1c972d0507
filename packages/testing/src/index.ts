export { wireServer, type Captured } from './wire-server';
