import { describe, expect, it } from "vitest";
import { translator } from "./messages-support";

/**
 * Where the specification (docs/SPEC.md of the project, "the original specification") quotes an
 * English text, the English site shows exactly that text. Each pair is a quote as the
 * specification writes it and the message the site shows in its place. Placeholders are filled
 * with the same value on both sides ({n} in the quote is the message's {count}, for example), so
 * a plural message is compared in its plural form.
 *
 * Quotes with no message of their own (states the site does not have, as it renders on the
 * server: 'Error loading property details. Please try again later.', 'Failed to load blog post',
 * 'Return to Blog', 'Property Details | {product}', the console-only 'Failed to load translations
 * for the language') and database values ('deleted', 'team', 'new') are not listed. Two are shown
 * in a form of their own: 'View details →' is property.viewDetails with the arrow as an icon, and
 * 'CHF {price_per_night} per night' is property.priceRange, whose {price} carries the currency.
 */
interface SpecQuote {
  quote: string;
  key: string;
  /** Values for the quote's placeholders, by the quote's names. */
  quoteValues?: Record<string, string | number>;
  /** The same values by the message's names. */
  values?: Record<string, string | number>;
}

const SPEC_QUOTES: SpecQuote[] = [
  // Shared chrome and listing
  { quote: "Sign In", key: "nav.signIn" },
  { quote: "Dashboard", key: "nav.dashboard" },
  { quote: "Failed to load image", key: "image.failed" },
  { quote: "Book your next stay", key: "home.title" },
  { quote: "Error loading properties. Please try again later.", key: "home.loadError" },
  { quote: "No properties found.", key: "home.empty" },
  // Property page
  { quote: "Property Not Found", key: "notFound.propertyTitle" },
  { quote: "Check prices", key: "property.checkPrices" },
  { quote: "Book Direct - Save 10%", key: "property.bookDirect" },
  { quote: "Contact for pricing", key: "property.contactForPricing" },
  { quote: "Back to property", key: "gallery.backToProperty" },
  { quote: "{n} photos", key: "gallery.photos", quoteValues: { n: 12 }, values: { count: 12 } },
  { quote: "Property image {n}", key: "property.imageAltNumbered", quoteValues: { n: 3 }, values: { n: 3 } },
  { quote: "No additional information available.", key: "map.noDescription" },
  { quote: "Google Reviews", key: "reviews.title" },
  { quote: "({n} reviews)", key: "reviews.count", quoteValues: { n: 38 }, values: { count: 38 } },
  { quote: "Failed to load Google Maps", key: "map.loadFailed" },
  { quote: "Location map for {address} is not available.", key: "property.mapUnavailable", quoteValues: { address: "Dorf 1" }, values: { address: "Dorf 1" } },
  { quote: "Location information is not available for this property.", key: "property.locationUnavailable" },
  { quote: "Amenity", key: "property.amenityFallback" },
  // Team, booking, not found, blog, auth
  { quote: "No team members found.", key: "team.empty" },
  { quote: "Book your next visit", key: "book.title" },
  { quote: "Oops! Page not found", key: "notFound.title" },
  { quote: "Page Not Found", key: "notFound.pageTitle" },
  { quote: "Blog post not found", key: "notFound.blogTitle" },
  { quote: "Unexpected Application Error!", key: "error.title" },
  { quote: "Welcome to {product}", key: "auth.welcome", quoteValues: { product: "Saastal Chalets" }, values: { site: "Saastal Chalets" } },
  { quote: "Continue with Google", key: "auth.continueWithGoogle" },
  { quote: "Successfully signed in!", key: "auth.signedIn" },
  { quote: "Account created successfully! Please check your email to verify your account.", key: "auth.accountCreated" },
  { quote: "Successfully signed out!", key: "auth.signedOut" },
  { quote: "Failed to sign in", key: "auth.failedSignIn" },
  { quote: "Failed to create account", key: "auth.failedSignUp" },
  { quote: "Failed to sign in with Google", key: "auth.failedGoogle" },
  { quote: "Failed to sign out", key: "auth.failedSignOut" },
  { quote: "Passwords do not match", key: "auth.errors.passwordsDoNotMatch" },
  { quote: "Email is required", key: "auth.errors.emailRequired" },
  { quote: "Password is required", key: "auth.errors.passwordRequired" },
  // Quote form
  { quote: "Quote request submitted", key: "quoteForm.successTitle" },
  { quote: "Name must be at least 2 characters", key: "quoteForm.errors.nameTooShort" },
  { quote: "Please enter a valid email address", key: "quoteForm.errors.emailInvalid" },
  { quote: "Please select a project type", key: "quoteForm.errors.projectTypeRequired" },
  { quote: "Message must be at least 10 characters", key: "quoteForm.errors.messageTooShort" },
  { quote: "You must accept the terms and conditions", key: "quoteForm.errors.termsRequired" },
  // Guest's bookings, guests and payments
  { quote: "Fully Paid", key: "ledger.states.fullyPaid" },
  { quote: "Pending", key: "ledger.states.unpaid" },
  { quote: "First name is required", key: "guestList.errors.firstNameRequired" },
  { quote: "Last name is required", key: "guestList.errors.lastNameRequired" },
  { quote: "Date of birth is required", key: "guestList.errors.dateOfBirthRequired" },
  { quote: "Invalid email", key: "guestList.errors.emailInvalid" },
  { quote: "No remaining amount to pay", key: "payment.errors.noRemainingAmount" },
  { quote: "No checkout URL received.", key: "payment.errors.noCheckoutUrl" },
  { quote: "Failed to create payment session. Please try again.", key: "payment.errors.sessionFailed" },
  { quote: "Failed to fetch your bookings", key: "myBookings.loadError" },
  { quote: "Failed to fetch booking details", key: "myBookings.detailError" },
  { quote: "Booking not found", key: "myBookings.notFound" },
  { quote: "Failed to fetch guests", key: "guestList.loadError" },
  { quote: "Failed to fetch payments", key: "ledger.loadError" },
  { quote: "Guest added successfully", key: "guestList.added" },
  { quote: "Guest updated successfully", key: "guestList.updated" },
  { quote: "Guest removed successfully", key: "guestList.removed" },
  { quote: "Failed to add guest", key: "guestList.failedAdd" },
  { quote: "Failed to update guest", key: "guestList.failedUpdate" },
  { quote: "Failed to remove guest", key: "guestList.failedRemove" },
  { quote: "Profile updated successfully!", key: "account.profile.saved" },
  { quote: "Failed to update profile", key: "account.profile.failed" },
  // Admin
  { quote: "Failed to fetch bookings", key: "adminBookings.loadError" },
  { quote: "Sync from Smoobu", key: "sync.syncFromSmoobu" },
  { quote: "Import Single Booking", key: "sync.importTitle" },
  { quote: "Sync Rates (24 months)", key: "sync.syncRates" },
  { quote: "Please enter a booking ID", key: "sync.errors.bookingIdRequired" },
  { quote: "Booking already exists in the system", key: "sync.errors.bookingExists" },
  { quote: "Booking not found in Smoobu", key: "sync.errors.bookingNotFound" },
  { quote: "Failed to sync bookings", key: "sync.syncFailed" },
  { quote: "Successfully imported booking", key: "sync.importSuccess" },
  { quote: "Failed to import booking", key: "sync.errors.importFailed" },
  { quote: "Rates sync completed successfully for the next 24 months", key: "sync.ratesSuccess" },
  { quote: "Error syncing rates", key: "sync.errors.ratesFailed" },
  { quote: "Email is required", key: "adminUsers.errors.emailRequired" },
  { quote: "Invalid email address", key: "adminUsers.errors.emailInvalid" },
  { quote: "First name is required", key: "adminUsers.errors.firstNameRequired" },
  { quote: "Last name is required", key: "adminUsers.errors.lastNameRequired" },
  { quote: "At least one role is required", key: "adminUsers.errors.rolesRequired" },
  { quote: "Password is required", key: "adminUsers.errors.passwordRequired" },
  { quote: "Password must be at least 6 characters", key: "adminUsers.errors.passwordTooShort" },
  { quote: "User created (needs to log in to activate)", key: "adminUsers.created" },
  { quote: "User updated", key: "adminUsers.updated" },
  { quote: "Failed to create user", key: "adminUsers.failedCreate" },
  { quote: "Failed to update user", key: "adminUsers.failedUpdate" },
  { quote: "Error loading users", key: "adminUsers.loadError" },
  { quote: "Property deleted successfully", key: "adminProperties.deleted" },
  { quote: "Error deleting property", key: "adminProperties.deleteFailed" },
  { quote: "Property visibility updated successfully", key: "adminProperties.visibilityUpdated" },
  { quote: "Error updating visibility", key: "adminProperties.visibilityFailed" },
  { quote: "API Connection Test", key: "dev.apiTab" },
  { quote: "Webhook Test", key: "dev.webhookTab" },
  // Offers
  { quote: "Unnamed Guest", key: "adminOffers.list.unnamedGuest" },
  { quote: "No offers yet. Create your first offer to get started.", key: "adminOffers.list.empty" },
  { quote: "New Offer", key: "adminOffers.list.newOffer" },
  { quote: "New offer created", key: "adminOffers.list.created" },
  { quote: "Failed to create offer", key: "adminOffers.list.createFailed" },
  { quote: "Failed to load offer", key: "adminOffers.editor.loadFailed" },
  { quote: "Failed to fetch rates from database", key: "adminOffers.pricing.ratesFailed" },
  { quote: 'Property "{name}" selected automatically', key: "adminOffers.ai.propertySelected", quoteValues: { name: "Allalin" }, values: { name: "Allalin" } },
  {
    quote: 'Property "{x}" mentioned but not found. Please select manually.',
    key: "adminOffers.ai.propertyNotFound",
    quoteValues: { x: "Dom" },
    values: { name: "Dom" },
  },
  { quote: "Failed to save email content", key: "adminOffers.ai.emailSaveFailed" },
  { quote: "Email processed successfully!", key: "adminOffers.ai.processed" },
  { quote: "Failed to process email: {message}", key: "adminOffers.ai.processFailed", quoteValues: { message: "timeout" }, values: { message: "timeout" } },
  { quote: "Email reply generated successfully!", key: "adminOffers.ai.replyGenerated" },
  { quote: "Failed to generate email reply: {message}", key: "adminOffers.ai.replyFailed", quoteValues: { message: "timeout" }, values: { message: "timeout" } },
  { quote: "Failed to get offer details", key: "adminOffers.ai.detailsFailed" },
  { quote: "Failed to save generated email", key: "adminOffers.ai.replySaveFailed" },
  { quote: "Email copied to clipboard", key: "adminOffers.ai.copied" },
  { quote: "Offer saved successfully", key: "adminOffers.editor.saved" },
  { quote: "Failed to save offer", key: "adminOffers.editor.saveFailed" },
  { quote: "No offer token found", key: "adminOffers.editor.noToken" },
  { quote: "Failed to preview offer", key: "adminOffers.editor.previewFailed" },
  { quote: "Offer status updated to {status}", key: "adminOffers.editor.statusUpdated", quoteValues: { status: "sent" }, values: { status: "sent" } },
  { quote: "Failed to update offer status", key: "adminOffers.editor.statusFailed" },
  { quote: "Please enter email content to process", key: "adminOffers.errors.emailEmpty" },
  { quote: "Please create an offer first", key: "adminOffers.ai.createFirst" },
  { quote: "Please fill in guest name, property, and dates first", key: "adminOffers.errors.replyIncomplete" },
  { quote: "These dates are no longer available", key: "adminOffers.pricing.unavailable" },
  { quote: "Property has no Smoobu ID configured", key: "adminOffers.pricing.noSmoobuId" },
  { quote: "Select a property to see pricing", key: "adminOffers.pricing.selectProperty" },
  { quote: "Select dates to see pricing", key: "adminOffers.pricing.selectDates" },
  // Guest offer, checkout, success and cancel
  { quote: "Reserve Now", key: "offerPage.reserveNow" },
  { quote: "Unfortunately, these dates are no longer available", key: "offerPage.unavailable" },
  { quote: "No token provided", key: "offerPage.noToken" },
  { quote: "Failed to fetch offer", key: "offerPage.fetchFailed" },
  { quote: "Offer not found", key: "offerPage.notFoundTitle" },
  { quote: "An unexpected error occurred", key: "offerPage.unexpected" },
  { quote: "Payment Successful!", key: "checkout.successTitle" },
  { quote: "Payment Cancelled", key: "checkout.cancelTitle" },
  { quote: "Return to Checkout", key: "checkout.returnToCheckout" },
  { quote: "View Offer Details", key: "checkout.viewOffer" },
  // Team area
  { quote: "No team members found.", key: "teamArea.team.empty" },
  { quote: "Error loading team members", key: "teamArea.team.loadError" },
  { quote: "Error loading assignments: {error}", key: "teamArea.assignments.loadError", quoteValues: { error: "down" }, values: { error: "down" } },
  { quote: "Team member assigned successfully", key: "teamArea.popover.assigned" },
  { quote: "Assignment removed successfully", key: "teamArea.popover.removed" },
  { quote: "Failed to assign team member: {message}", key: "teamArea.popover.assignFailed", quoteValues: { message: "x" }, values: { message: "x" } },
  { quote: "Failed to remove assignment: {message}", key: "teamArea.popover.removeFailed", quoteValues: { message: "x" }, values: { message: "x" } },
];

const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const en = translator("en");

describe("the specification's English words on the English site", () => {
  it.each(SPEC_QUOTES)("shows '$quote' as $key", ({ quote, key, quoteValues, values }) => {
    expect(en(key, values)).toBe(fill(quote, quoteValues));
  });

  // One line on /book: the title in bold, a space, then the text.
  it("shows the booking page's saving line as the specification words it, title and text together", () => {
    expect(`${en("book.saveTitle")} ${en("book.saveText")}`).toBe(
      "Save up to 10% direct booking advantage: Book directly and enjoy exclusive savings!",
    );
  });
});
