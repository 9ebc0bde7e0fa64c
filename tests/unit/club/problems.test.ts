/** Settings → Club server's address rule and the server's answers as the screen's problems (issue 26). */
import { describe, expect, it } from 'vitest';
import { checkAddress, statusProblem } from '../../../src/club/problems';

describe('the database address', () => {
  it.each([
    ['https://club.example/grand-battery', 'https://club.example/grand-battery'],
    ['  https://club.example/couch/grand/  ', 'https://club.example/couch/grand'],
    ['http://127.0.0.1:5984/club', 'http://127.0.0.1:5984/club'],
    ['http://localhost:5984/club', 'http://localhost:5984/club'],
  ])('%s is taken as %s', (typed, url) => {
    expect(checkAddress(typed)).toEqual({ url });
  });
  it.each([
    ['http://192.168.1.20:5984/club', 'https'],
    ['http://club.example/grand', 'https'],
    ['https://club.example', 'database'],
    ['https://alice:secret@club.example/grand', 'database'],
    ['club.example/grand', undefined],
  ])('%s is refused (%s)', (typed, detail) => {
    const result = checkAddress(typed);
    expect('problem' in result && result.problem).toEqual(
      detail ? { code: 'address', detail } : { code: 'address' },
    );
  });
});

describe("the server's answers", () => {
  it('401, 403 with its reason, 404 and 5xx are each their own problem; 2xx none', () => {
    expect(statusProblem(200)).toBeUndefined();
    expect(statusProblem(401)).toEqual({ code: 'signed-out' });
    expect(statusProblem(403, 'Only club members')).toEqual({ code: 'refused', detail: 'Only club members' });
    expect(statusProblem(404)).toEqual({ code: 'no-database' });
    expect(statusProblem(503)).toEqual({ code: 'server', detail: '503' });
  });
});
