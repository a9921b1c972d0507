import { project } from '../../vitest.shared';

export default project('core-entry');
