import { project } from '../../vitest.shared';

export default project('react', { environment: 'jsdom' });
