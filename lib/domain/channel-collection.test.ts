import { describe, expect, it } from "vitest";
import { channelCollects, collectedByChannel } from "./channel-collection";

describe("channelCollects", () => {
  it("the booking platforms that take the guest's payment collect, however Smoobu spells them", () => {
    for (const name of ["Airbnb", "airbnb", "AirBnB", "Booking.com", "booking.com", "Booking.com (Genius)", "Expedia", "Vrbo", "VRBO", "HomeAway", "Agoda", "Tripadvisor", "TripAdvisor"]) {
      expect(channelCollects(name), name).toBe(true);
    }
  });

  it("our own site, direct and manual bookings, blocks and unknown channels are ours to collect", () => {
    for (const name of ["Direct", "Direct booking", "Homepage", "Website", "Saastal Chalets", "Manual", "Blocked", "Blocked channel", "Booking", "Channel 70", "", null, undefined]) {
      expect(channelCollects(name), String(name)).toBe(false);
    }
  });
});

describe("collectedByChannel", () => {
  it("a channel stay is the channel's unless the office collects it through us; a direct stay is always ours", () => {
    expect(collectedByChannel({ channelName: "Airbnb", collectThroughUs: false })).toBe(true);
    expect(collectedByChannel({ channelName: "Airbnb", collectThroughUs: true })).toBe(false);
    expect(collectedByChannel({ channelName: "Direct", collectThroughUs: false })).toBe(false);
    expect(collectedByChannel({ channelName: null, collectThroughUs: true })).toBe(false);
  });
});
