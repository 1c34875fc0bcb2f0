// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig, readTrustProxy } from './config.ts';

describe('TRUST_PROXY', () => {
  it('is loopback when unset or blank, like the API', () => {
    expect(readTrustProxy(undefined)).toEqual(['loopback']);
    expect(readTrustProxy('  ')).toEqual(['loopback']);
    expect(readConfig({}).trustProxy).toEqual(['loopback']);
  });

  it('reads true, false and comma-separated addresses, CIDR ranges and range names', () => {
    expect(readTrustProxy('true')).toBe(true);
    expect(readTrustProxy(' false ')).toBe(false);
    expect(readTrustProxy('loopback, 10.0.0.0/8,192.168.1.7 , ::1, fd00::/8, uniquelocal')).toEqual(
      ['loopback', '10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'uniquelocal'],
    );
    expect(readConfig({ TRUST_PROXY: 'linklocal' }).trustProxy).toEqual(['linklocal']);
    // A netmask, as proxy-addr (which applies the setting) reads it.
    expect(readTrustProxy('10.0.0.0/255.0.0.0')).toEqual(['10.0.0.0/255.0.0.0']);
  });

  it.each(['yes', '10.0.0.0/33', '::/129', '10.0.0.0/8/1', '10.0.0.0/255.0.0.1', 'localhost', ','])(
    'refuses %s, naming the setting',
    (value) => {
      expect(() => readTrustProxy(value)).toThrow(/TRUST_PROXY must be true, false, or/);
    },
  );
});

describe('FILES_PUBLIC_URL', () => {
  it("is the API's origin by default (its embedded storage), else the setting's origin", () => {
    expect(readConfig({ API_PROXY_TARGET: 'http://127.0.0.1:3900' }).filesOrigin).toBe(
      'http://127.0.0.1:3900',
    );
    expect(readConfig({ FILES_PUBLIC_URL: 'http://localhost:3900/files' }).filesOrigin).toBe(
      'http://localhost:3900',
    );
  });
});

describe('WEB_CONCURRENCY', () => {
  it('is one process when unset or blank, else the number given', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ WEB_CONCURRENCY: ' ' }).workers).toBe(1);
    expect(readConfig({ WEB_CONCURRENCY: '2' }).workers).toBe(2);
    expect(readConfig({ WEB_CONCURRENCY: ' 8 ' }).workers).toBe(8);
  });

  it.each(['0', '-1', '1.5', 'dos', '65', '2e1'])('refuses %s, naming the setting', (value) => {
    expect(() => readConfig({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY must be/);
  });
});

describe('PUBLIC_URL', () => {
  it('is the origin pages link to, and in development defaults to localhost on PORT', () => {
    expect(readConfig({ PUBLIC_URL: 'https://invitacion.convite.mx/' }).publicUrl).toBe(
      'https://invitacion.convite.mx',
    );
    expect(readConfig({ PORT: '5901' }).publicUrl).toBe('http://localhost:5901');
  });

  it('is required in production, where no request may choose the origin of its links', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set/);
    expect(
      readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://invitacion.convite.mx' }).publicUrl,
    ).toBe('https://invitacion.convite.mx');
  });
});

describe('OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('traces nothing when unset; else exports there, as often as OTEL_BSP_SCHEDULE_DELAY says', () => {
    expect(readConfig({}).tracing).toBeNull();
    const endpoint = 'http://otel-collector:4318/';
    expect(readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }).tracing).toEqual({
      endpoint: 'http://otel-collector:4318',
      serviceName: 'convite-invitation',
    });
    expect(
      readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '200' }).tracing,
    ).toMatchObject({ exportDelayMs: 200 });
    expect(() =>
      readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: 'soon' }),
    ).toThrow('OTEL_BSP_SCHEDULE_DELAY must be milliseconds');
  });
});
