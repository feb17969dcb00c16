import { describe, expect, it } from 'vitest';
import { isSuccessful, type ServiceAnswer, sessionVerdict } from './session.ts';
import { isSessionEndedMessage, sessionChannelName, sessionEndedMessage } from './sessionChannel.ts';

const answer = (httpStatus: number, body: unknown): ServiceAnswer => ({ kind: 'response', httpStatus, body });

describe('what an answer proves about the staff session', () => {
  it.each([
    ['HTTP 401 UNAUTHORIZED', answer(401, { status: 'UNAUTHORIZED' })],
    ['HTTP 403 with any body', answer(403, { message: 'forbidden' })],
    ['HTTP 401 with a broken body', { kind: 'malformed', httpStatus: 401 } as const],
    ['HTTP 200 saying UNAUTHORIZED', answer(200, { status: 'UNAUTHORIZED' })],
    ['HTTP 400 saying UNAUTHORIZED', answer(400, { status: 'UNAUTHORIZED' })],
  ])('%s: ended', (_name, given) => {
    expect(sessionVerdict(given)).toBe('ended');
  });

  it.each([
    ['HTTP 200 SUCCESS', answer(200, { status: 'SUCCESS' })],
    ['HTTP 201 SUCCESS with settings', answer(201, { status: 'SUCCESS', dateTime: null })],
  ])('%s: active', (_name, given) => {
    expect(sessionVerdict(given)).toBe('active');
  });

  it.each([
    ['a network failure or time-out', { kind: 'network' } as const],
    ['HTTP 503', answer(503, { type: 'qa.fault' })],
    ['HTTP 500 INTERNAL_ERROR', answer(500, { status: 'INTERNAL_ERROR' })],
    ['HTTP 200 INTERNAL_ERROR', answer(200, { status: 'INTERNAL_ERROR' })],
    ['HTTP 400 BAD_REQUEST', answer(400, { status: 'BAD_REQUEST' })],
    ['HTTP 404', answer(404, null)],
    ['HTTP 500 saying SUCCESS', answer(500, { status: 'SUCCESS' })],
    ['HTTP 200 with a broken body', { kind: 'malformed', httpStatus: 200 } as const],
    ['HTTP 200 without status', answer(200, { ok: true })],
    ['HTTP 200 with status in the wrong type', answer(200, { status: ['UNAUTHORIZED'] })],
    ['HTTP 204 without a body', answer(204, undefined)],
  ])('%s: unknown (proves nothing, the panel keeps its state)', (_name, given) => {
    expect(sessionVerdict(given)).toBe('unknown');
  });

  it('counts any HTTP 2xx as a successful call, whatever the body', () => {
    expect(isSuccessful({ kind: 'malformed', httpStatus: 204 })).toBe(true);
    expect(isSuccessful(answer(200, null))).toBe(true);
    expect(isSuccessful(answer(302, null))).toBe(false);
    expect(isSuccessful({ kind: 'network' })).toBe(false);
  });

  it('counts neither the status before 2xx nor the first after it as successful', () => {
    expect(isSuccessful(answer(199, { status: 'SUCCESS' }))).toBe(false);
    expect(isSuccessful(answer(300, { status: 'SUCCESS' }))).toBe(false);
  });
});

describe('the message other tabs announce the end with', () => {
  it('goes over the channel shop-preview-session, which every tab of the panel listens to', () => {
    expect(sessionChannelName).toBe('shop-preview-session');
  });

  it('is recognised; anything else on the channel is not', () => {
    expect(isSessionEndedMessage(structuredClone(sessionEndedMessage))).toBe(true);
    for (const other of [null, 'shop-preview-session-ended', { type: 'other' }, {}, 42]) {
      expect(isSessionEndedMessage(other)).toBe(false);
    }
  });
});
