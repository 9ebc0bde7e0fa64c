import { afterAll } from 'vitest';
import { closeSharedFirefox } from './engines';

afterAll(closeSharedFirefox);
