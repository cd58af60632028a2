import { describe, expect, it } from 'vitest';
import { publicOrigin } from './config.server';

describe('publicOrigin', () => {
  it('is PUBLIC_URL when set, as an origin', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://souq.example/', PORT: '3000' })).toBe(
      'https://souq.example',
    );
  });

  it('is the local address the server listens on otherwise', () => {
    expect(publicOrigin({})).toBe('http://localhost:3000');
    expect(publicOrigin({ HOST: '0.0.0.0', PORT: '8000' })).toBe('http://localhost:8000');
    expect(publicOrigin({ HOST: '127.0.0.1', PORT: '13000' })).toBe('http://127.0.0.1:13000');
  });
});
