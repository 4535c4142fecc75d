/** The Prometheus text the metrics render: cumulative buckets, sums, counts, labels escaped. */
import { describe, expect, it } from "vitest";
import { Metrics } from "../../src/observability/metrics.js";

describe("Metrics.render", () => {
  it("writes cumulative histogram buckets, sums and counts, and counters by label", async () => {
    const metrics = new Metrics();
    for (const seconds of [0.003, 0.02, 20]) metrics.request("getRoute", 200, seconds);
    metrics.request("getRoute", 404, 0.001);
    metrics.request('we"ird\\op', 500, 0.5);
    metrics.apply("current", 0.04);
    const text = await metrics.render({ pendingChangesets: () => Promise.resolve(3), watchConnections: () => 2 });
    const value = (series: string) =>
      text
        .split("\n")
        .find((line) => line.startsWith(`${series} `))
        ?.split(" ")[1];
    expect(value('accessplane_request_duration_seconds_bucket{operation="getRoute",le="0.005"}')).toBe("2");
    expect(value('accessplane_request_duration_seconds_bucket{operation="getRoute",le="0.025"}')).toBe("3");
    expect(value('accessplane_request_duration_seconds_bucket{operation="getRoute",le="10"}')).toBe("3");
    expect(value('accessplane_request_duration_seconds_bucket{operation="getRoute",le="+Inf"}')).toBe("4");
    expect(Number(value('accessplane_request_duration_seconds_sum{operation="getRoute"}'))).toBeCloseTo(20.024, 6);
    expect(value('accessplane_requests_total{operation="getRoute",status="200"}')).toBe("3");
    expect(value('accessplane_requests_total{operation="getRoute",status="404"}')).toBe("1");
    expect(value('accessplane_requests_total{operation="we\\"ird\\\\op",status="500"}')).toBe("1");
    expect(value('accessplane_applies_total{outcome="current"}')).toBe("1");
    expect(value('accessplane_applies_total{outcome="failed"}')).toBe("0");
    expect(value("accessplane_pending_changesets")).toBe("3");
    expect(value("accessplane_watch_connections")).toBe("2");
  });
});
