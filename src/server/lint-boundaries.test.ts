import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each boundary of eslint.config.js, fed a file that crosses it (and one that does not). The first
 * probe loads ESLint's whole configuration, which takes seconds on a busy machine.
 */
describe('the import boundaries lint enforces', { timeout: 60_000 }, () => {
  const eslint = new ESLint();
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport const probe = imported;\n`, { filePath });
    return result!.messages
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((m) => m.message);
  };

  it.each([
    [
      'src/client/lib/probe.ts',
      "import { imported } from '../features/estimation/state/room-reducer';",
      /lib\/ and components\/ import no feature/,
    ],
    [
      'src/client/components/probe.tsx',
      "import { imported } from '../features/retro';",
      /lib\/ and components\/ import no feature/,
    ],
    [
      'src/client/features/admin/probe.ts',
      "import { imported } from '../estimation/state/room-reducer';",
      /only through its index.ts or widgets.ts/,
    ],
    [
      'src/client/features/admin/probe.ts',
      "import { imported } from '../../../server/http/errors';",
      /client never imports server code/,
    ],
    [
      'src/server/features/rooms/probe.ts',
      "import { imported } from '../../../client/lib/utils';",
      /server never imports client code/,
    ],
    [
      'src/server/features/rooms/probe.ts',
      "import { imported } from '../../testing/test-server';",
      /imports nothing from testing/,
    ],
    [
      'src/server/realtime/probe.ts',
      "import { imported } from '../http/errors';",
      /import nothing from http/,
    ],
    [
      'src/server/live/probe.ts',
      "import { imported } from '../features/rooms/room-kind';",
      /import no feature/,
    ],
    [
      'src/server/features/retros/probe.ts',
      "import { imported } from '../rooms/room-records';",
      /One server feature imports no other/,
    ],
    [
      'src/server/features/rooms/jira/probe.test.ts',
      "import { imported } from '../../retros/retro-store';",
      /One server feature imports no other/,
    ],
    [
      'src/server/features/admin/probe.ts',
      "import { imported } from '../../features/rooms/room-kind';",
      /One server feature imports no other/,
    ],
    [
      'src/server/membership/probe.ts',
      "import { imported } from '../features/rooms/room-store';",
      /import no feature/,
    ],
    [
      'src/shared/domain/probe.ts',
      "import { imported } from '../../server/lib/utils';",
      /client never imports server code/,
    ],
  ])('%s: %s', async (filePath, code, expected) => {
    expect(await problems(filePath, code)).toEqual([expect.stringMatching(expected)]);
  });

  it('lets through what each side may import', async () => {
    expect(
      await problems('src/client/features/admin/probe.ts', "import { imported } from '../estimation';"),
    ).toEqual([]);
    expect(
      await problems('src/client/features/admin/probe.ts', "import { imported } from '../../lib/utils';"),
    ).toEqual([]);
    expect(
      await problems(
        'src/server/testing/probe.ts',
        "import { imported } from '../features/rooms/room-kind';",
      ),
    ).toEqual([]);
    expect(
      await problems('src/server/features/rooms/jira/probe.ts', "import { imported } from '../room-store';"),
    ).toEqual([]);
    expect(
      await problems(
        'src/server/features/retros/probe.ts',
        "import { imported } from '../../membership/member-records';",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/server/realtime/probe.test.ts',
        "import { imported } from '../testing/test-server';",
      ),
    ).toEqual([]);
  });
});
