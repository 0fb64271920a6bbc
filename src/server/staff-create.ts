import { staffCreateCommand } from './commands/staff-create-command.ts';
import { processIo, runOperatorCommand } from './operator-command.ts';

// `npm run staff:create`; the command itself: commands/staff-create-command.ts.
process.exitCode = await runOperatorCommand(staffCreateCommand, process.argv.slice(2), processIo());
