import { describe, expect, it } from 'vitest';
import { navigationMetrics } from '../../../../tracking/page-speed/navigation.ts';
import { METRIC_CODES } from '../../../../core/catalog/tracking.ts';

const timing = {
  decodedBodySize: 52_000,
  encodedBodySize: 14_000,
  domainLookupStart: 10,
  domainLookupEnd: 35.6,
  connectStart: 35.6,
  secureConnectionStart: 60,
  connectEnd: 110.2,
  responseStart: 240.4,
  domContentLoadedEventStart: 800.49,
  domContentLoadedEventEnd: 812.51,
  loadEventStart: 1500,
  loadEventEnd: 1503,
};

describe('From navigation timing', () => {
  it('sizes, DOM-content-loaded start and end, domain lookup, load event start and end, response start, TCP connection, TLS negotiation', () => {
    expect(navigationMetrics(timing)).toEqual({
      dbs: 52_000,
      ebs: 14_000,
      dns: 26,
      rs: 240,
      tcp: 75,
      tls: 50,
      dcs: 800,
      dce: 813,
      les: 1500,
      lee: 1503,
    });
  });

  it('every code is one the catalogue knows', () => {
    for (const code of Object.keys(navigationMetrics(timing))) expect(METRIC_CODES).toHaveProperty(code);
    expect(METRIC_CODES).toMatchObject({
      dbs: 'decodedBodySize',
      ebs: 'encodedBodySize',
      dcs: 'domContentLoadedStart',
      dce: 'domContentLoadedEnd',
      dns: 'domainLookup',
      les: 'loadEventStart',
      lee: 'loadEventEnd',
      rs: 'responseStart',
      tcp: 'tcpConnection',
      tls: 'tlsNegotiation',
    });
  });

  it('a reused connection (zero-length phases, no TLS start): 0', () => {
    const m = navigationMetrics({ ...timing, domainLookupStart: 5, domainLookupEnd: 5, connectStart: 5, connectEnd: 5, secureConnectionStart: 0 });
    expect(m).toMatchObject({ dns: 0, tcp: 0, tls: 0 });
  });

  it('plain http (secureConnectionStart 0): tls 0', () => {
    expect(navigationMetrics({ ...timing, secureConnectionStart: 0 }).tls).toBe(0);
  });

  it('the load event not reached yet (loadEventEnd 0): les and lee left out', () => {
    const m = navigationMetrics({ ...timing, loadEventStart: 0, loadEventEnd: 0 });
    expect(m).not.toHaveProperty('les');
    expect(m).not.toHaveProperty('lee');
    expect(m).toHaveProperty('dce');
  });

  it('DOM content not loaded yet: dcs and dce left out', () => {
    const m = navigationMetrics({ ...timing, domContentLoadedEventStart: 0, domContentLoadedEventEnd: 0, loadEventStart: 0, loadEventEnd: 0 });
    expect(Object.keys(m).sort()).toEqual(['dbs', 'dns', 'ebs', 'rs', 'tcp', 'tls']);
  });

  it('never negative, always whole milliseconds', () => {
    const m = navigationMetrics({ ...timing, domainLookupStart: 40, domainLookupEnd: 30, connectStart: 50.7, connectEnd: 50.2 });
    expect(m.dns).toBe(0);
    expect(m.tcp).toBe(0);
    for (const value of Object.values(m)) expect(Number.isInteger(value) && value >= 0).toBe(true);
  });
});
