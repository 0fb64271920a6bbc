import { integrationCreateCommand } from './commands/integration-create-command.ts';
import { processIo, runOperatorCommand } from './operator-command.ts';

// `npm run integration:create`; the command itself: commands/integration-create-command.ts.
process.exitCode = await runOperatorCommand(integrationCreateCommand, process.argv.slice(2), processIo());
