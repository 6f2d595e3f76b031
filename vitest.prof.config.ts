import { mergeConfig } from 'vitest/config';
import base from '/work/main/vitest.config';
export default mergeConfig(base, { test: { execArgv: ['--cpu-prof', '--cpu-prof-dir=/tmp/profall'] } });
