import { describe, expect, it } from "vitest";
import {
  bearingDegrees,
  type Box,
  compassPoint,
  distanceMeters,
  EARTH_RADIUS_M,
  localOffset,
  metersPerUnit,
  niceScaleLength,
  projectToBox,
  roundDistance,
  viewRadiusMeters,
} from "./map-geometry";

const SAAS_FEE = { lat: 46.109, lng: 7.929 };
// One degree of latitude on this sphere, in metres.
const DEG_LAT = (EARTH_RADIUS_M * Math.PI) / 180;

describe("distanceMeters", () => {
  it("is zero for the same point and symmetric", () => {
    expect(distanceMeters(SAAS_FEE, SAAS_FEE)).toBe(0);
    const other = { lat: 46.1238, lng: 7.9352 };
    expect(distanceMeters(SAAS_FEE, other)).toBeCloseTo(distanceMeters(other, SAAS_FEE), 6);
  });

  it("measures a degree of latitude and a degree of longitude at the equator", () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(DEG_LAT, 3);
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(DEG_LAT, 3);
  });

  it("shortens longitude by the cosine of the latitude", () => {
    const east = distanceMeters({ lat: 60, lng: 0 }, { lat: 60, lng: 0.01 });
    expect(east).toBeCloseTo(DEG_LAT * 0.01 * 0.5, 0);
  });

  it("gives the known valley distance Saas-Fee to Saas-Grund (about 3.2 km)", () => {
    expect(distanceMeters(SAAS_FEE, { lat: 46.138, lng: 7.94 })).toBeGreaterThan(3_200);
    expect(distanceMeters(SAAS_FEE, { lat: 46.138, lng: 7.94 })).toBeLessThan(3_350);
  });
});

describe("bearingDegrees", () => {
  const d = 0.01;
  it.each([
    ["north", { lat: SAAS_FEE.lat + d, lng: SAAS_FEE.lng }, 0],
    ["east", { lat: SAAS_FEE.lat, lng: SAAS_FEE.lng + d }, 90],
    ["south", { lat: SAAS_FEE.lat - d, lng: SAAS_FEE.lng }, 180],
    ["west", { lat: SAAS_FEE.lat, lng: SAAS_FEE.lng - d }, 270],
  ])("points %s", (_, to, expected) => {
    expect(bearingDegrees(SAAS_FEE, to)).toBeCloseTo(expected, 0);
  });

  it("is about 45° for equal metres north and east, and stays in [0, 360)", () => {
    const north = 0.001;
    const east = north / Math.cos((SAAS_FEE.lat * Math.PI) / 180);
    expect(bearingDegrees(SAAS_FEE, { lat: SAAS_FEE.lat + north, lng: SAAS_FEE.lng + east })).toBeCloseTo(45, 0);
    const nnw = bearingDegrees(SAAS_FEE, { lat: SAAS_FEE.lat + 0.01, lng: SAAS_FEE.lng - 0.0001 });
    expect(nnw).toBeGreaterThan(359);
    expect(nnw).toBeLessThan(360);
  });

  it("is 0 for the same point", () => {
    expect(bearingDegrees(SAAS_FEE, SAAS_FEE)).toBe(0);
  });
});

describe("compassPoint", () => {
  it.each([
    [0, "n"],
    [22.4, "n"],
    [22.6, "ne"],
    [90, "e"],
    [135, "se"],
    [180, "s"],
    [225, "sw"],
    [270, "w"],
    [315, "nw"],
    [337.4, "nw"],
    [337.6, "n"],
    [359.9, "n"],
    [-90, "w"],
    [450, "e"],
  ] as const)("%s° is %s", (bearing, expected) => {
    expect(compassPoint(bearing)).toBe(expected);
  });
});

describe("localOffset", () => {
  it("gives metres east and north, agreeing with the great-circle distance at valley scale", () => {
    const to = { lat: 46.1238, lng: 7.9352 };
    const o = localOffset(SAAS_FEE, to);
    expect(o.north).toBeGreaterThan(0);
    expect(o.east).toBeGreaterThan(0);
    expect(Math.hypot(o.east, o.north)).toBeCloseTo(distanceMeters(SAAS_FEE, to), 0);
  });

  it("is negative to the south-west and zero at the centre", () => {
    expect(localOffset(SAAS_FEE, SAAS_FEE)).toEqual({ east: 0, north: 0 });
    const o = localOffset(SAAS_FEE, { lat: 46.1, lng: 7.92 });
    expect(o.east).toBeLessThan(0);
    expect(o.north).toBeLessThan(0);
  });
});

describe("niceScaleLength", () => {
  it.each([
    [130, 100],
    [199, 100],
    [200, 200],
    [499, 200],
    [500, 500],
    [999, 500],
    [1_000, 1_000],
    [1_999, 1_000],
    [2_400, 2_000],
    [7_000, 5_000],
    [12_000, 10_000],
    [55, 50],
    [25, 20],
    [3, 10],
    [Number.NaN, 10],
  ])("%s m → %s m", (max, expected) => {
    expect(niceScaleLength(max)).toBe(expected);
  });
});

describe("roundDistance", () => {
  it.each([
    [0, "m", 10],
    [41, "m", 40],
    [55, "m", 60],
    [994, "m", 990],
    [995, "km", 1],
    [2_584, "km", 2.6],
    [3_659, "km", 3.7],
    [9_949, "km", 9.9],
    [12_345, "km", 12],
  ] as const)("%s m → %s %s", (meters, unit, value) => {
    expect(roundDistance(meters)).toEqual({ unit, value });
  });
});

describe("viewRadiusMeters", () => {
  it("reaches the furthest point when the distances have no big jump", () => {
    expect(viewRadiusMeters([308, 330, 414, 415, 453, 484, 542])).toBe(542);
  });

  it("leaves out far outliers so that nearby points stay apart", () => {
    expect(viewRadiusMeters([172, 180, 231, 348, 417, 423, 2_584, 3_659])).toBe(423);
    expect(viewRadiusMeters([115, 304, 3_595, 5_196])).toBe(304);
  });

  it("keeps at least half of the points in view", () => {
    // A jump after the first of four is not a cut: it would leave three of four at the edge.
    expect(viewRadiusMeters([50, 2_000, 2_100, 2_200])).toBe(2_200);
  });

  it("has a minimum radius, also for no points or points at the door", () => {
    expect(viewRadiusMeters([])).toBe(150);
    expect(viewRadiusMeters([10, 20])).toBe(150);
    expect(viewRadiusMeters([10, 20], { minRadius: 300, gapFactor: 3 })).toBe(300);
  });

  it("measures jumps from the minimum radius, so small numbers close together are not cut", () => {
    // 391 m is only 2.6 × the 150 m minimum: Hohsaas stays in view.
    expect(viewRadiusMeters([41, 121, 126, 391])).toBe(391);
  });
});

describe("metersPerUnit and projectToBox", () => {
  const box: Box = { width: 400, height: 200, padding: 20 };
  // Half extents inside the padding: 180 across, 80 up and down.

  it("fits the radius along the shorter side", () => {
    expect(metersPerUnit([], 800, box)).toBe(10);
  });

  it("grows so that every point within the radius fits, on either axis", () => {
    expect(metersPerUnit([{ east: 3_600, north: 0 }], 3_600, box)).toBe(45);
    expect(metersPerUnit([{ east: 0, north: 1_600 }], 1_600, box)).toBe(20);
    // A point beyond the radius is not fitted (it will be clamped).
    expect(metersPerUnit([{ east: 0, north: 9_000 }], 800, box)).toBe(10);
  });

  it("refuses a box smaller than its padding", () => {
    expect(() => metersPerUnit([], 100, { width: 30, height: 30, padding: 20 })).toThrow();
  });

  it("puts north up and east right, around the middle of the box", () => {
    expect(projectToBox({ east: 0, north: 0 }, 10, box)).toEqual({ x: 200, y: 100, clamped: false, angle: 0 });
    const ne = projectToBox({ east: 100, north: 200 }, 10, box);
    expect(ne).toMatchObject({ x: 210, y: 80, clamped: false });
    expect(ne.angle).toBeCloseTo(26.57, 1);
    expect(projectToBox({ east: -300, north: -300 }, 10, box)).toMatchObject({ x: 170, y: 130, angle: 225 });
  });

  it("clamps a far point to the padded edge along its direction", () => {
    const far = projectToBox({ east: 0, north: -5_000 }, 10, box);
    expect(far).toEqual({ x: 200, y: 180, clamped: true, angle: 180 });
    const diagonal = projectToBox({ east: 4_000, north: 4_000 }, 10, box);
    expect(diagonal.clamped).toBe(true);
    // The ray leaves through the top edge (80 units up), 80 units to the right.
    expect(diagonal.x).toBeCloseTo(280, 6);
    expect(diagonal.y).toBeCloseTo(20, 6);
    expect(diagonal.angle).toBeCloseTo(45, 6);
  });

  it("keeps a point exactly on the edge unclamped", () => {
    expect(projectToBox({ east: 1_800, north: 0 }, 10, box)).toMatchObject({ x: 380, y: 100, clamped: false, angle: 90 });
  });
});
