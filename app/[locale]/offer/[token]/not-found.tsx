import { OfferNotFound } from "@/components/offer/offer-not-found";

export default function OfferNotFoundPage() {
  return <OfferNotFound />;
}
