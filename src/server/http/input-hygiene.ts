import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.ts';
import { cleanInput } from '../../domain/text-hygiene.ts';

/**
 * The one place input text is checked: before any route's contract runs, every
 * string of the path parameters, the query and a parsed JSON body goes through `cleanInput` —
 * control characters refused with a 400 naming the field, the rest NFC-normalized in place. A
 * contract cannot forget it, and nothing with a NUL reaches the database.
 */
export function registerInputHygiene(server: FastifyInstance): void {
  server.addHook('preValidation', (request, _reply, done) => {
    const problem =
      cleanInput(request.params, 'path') ?? cleanInput(request.query, 'query') ?? cleanInput(request.body, 'body');
    if (!problem) return done();
    // A wildcard route's parameter is the whole path.
    const field = problem.field === '*' || problem.field.startsWith('*.') ? 'path' : problem.field;
    done(new AppError('BAD_REQUEST', `${field}: ${problem.message}`));
  });
}
