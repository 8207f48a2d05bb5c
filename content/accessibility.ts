/** The accessibility statement's content: what the site promises (DESIGN section 8: WCAG 2.1 AA on every page). */

/**
 * ISO date of the statement's last review: the day its pages were last checked with axe, pa11y and the Nu checker
 * and its promises read against the site. What a fresh database shows until staff record a later review.
 */
export const statementLastUpdated = "2026-12-01";

export const accessibilityResponseTime = "48 hours";

export const accessibilityCommitments: readonly string[] = [
  "Every page of this website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at levels A and AA.",
  "You can book, pay, contact us and join a waitlist using only a keyboard, a screen reader, voice control or a screen magnifier.",
  "Text is written plainly, images have meaningful descriptions and nothing relies on colour alone.",
  "If any part of the site stops you doing something, we will help you another way and fix the problem.",
];

export type WcagPrinciple = "Perceivable" | "Operable" | "Understandable" | "Robust";

export interface WcagCriterion {
  number: string;
  name: string;
  /** How this site meets it, in a sentence. */
  how: string;
}

export interface WcagGroup {
  principle: WcagPrinciple;
  criteria: readonly WcagCriterion[];
}

export const levelACriteria: readonly WcagGroup[] = [
  {
    principle: "Perceivable",
    criteria: [
      { number: "1.1.1", name: "Non-text Content", how: "Illustrations have text alternatives; decorative ones are hidden from screen readers." },
      { number: "1.3.1", name: "Info and Relationships", how: "Headings, lists, landmarks, tables and form labels are marked up in HTML." },
      { number: "1.3.2", name: "Meaningful Sequence", how: "The reading order of each page matches its visual order." },
      { number: "1.4.1", name: "Use of Color", how: "Selected filters, errors and links are shown by more than colour." },
    ],
  },
  {
    principle: "Operable",
    criteria: [
      { number: "2.1.1", name: "Keyboard", how: "Every link, button, filter, accordion, dialog and form works from the keyboard." },
      { number: "2.1.2", name: "No Keyboard Trap", how: "Focus can always move on; dialogs close with Escape." },
      { number: "2.2.1", name: "Timing Adjustable", how: "The only time limit is the 15-minute hold on a chosen slot, which you are told about in advance." },
      { number: "2.2.2", name: "Pause, Stop, Hide", how: "The testimonial carousel stops rotating as soon as you use its controls." },
      { number: "2.4.1", name: "Bypass Blocks", how: "A skip link jumps straight to the main content." },
      { number: "2.4.2", name: "Page Titled", how: "Every page has a unique, descriptive title." },
      { number: "2.4.3", name: "Focus Order", how: "Focus moves in a logical order and returns to where you were when a dialog closes." },
    ],
  },
  {
    principle: "Understandable",
    criteria: [
      { number: "3.1.1", name: "Language of Page", how: "Pages declare British English so screen readers pronounce them correctly." },
      { number: "3.2.2", name: "On Input", how: "Choosing an option never submits a form or moves you elsewhere unexpectedly." },
      { number: "3.3.1", name: "Error Identification", how: "Form errors are described in text beside the field that needs attention." },
      { number: "3.3.2", name: "Labels or Instructions", how: "Every form field has a visible label, and required fields are marked." },
    ],
  },
  {
    principle: "Robust",
    criteria: [
      { number: "4.1.2", name: "Name, Role, Value", how: "Custom controls use accessible components that announce their name and state." },
    ],
  },
];

export const levelAACriteria: readonly WcagGroup[] = [
  {
    principle: "Perceivable",
    criteria: [
      { number: "1.3.4", name: "Orientation", how: "Pages work in portrait and landscape." },
      { number: "1.3.5", name: "Identify Input Purpose", how: "Name, email and phone fields tell your browser what they are for, so it can fill them in." },
      { number: "1.4.3", name: "Contrast (Minimum)", how: "Text has a contrast ratio of at least 4.5:1 against its background." },
      { number: "1.4.4", name: "Resize Text", how: "Text can be enlarged to 200% without losing content." },
      { number: "1.4.10", name: "Reflow", how: "Pages fit a 320-pixel-wide screen without scrolling sideways." },
      { number: "1.4.11", name: "Non-text Contrast", how: "Buttons, form borders and focus outlines stand out clearly." },
    ],
  },
  {
    principle: "Operable",
    criteria: [
      { number: "2.4.5", name: "Multiple Ways", how: "Find pages through the main menu, the footer links and links within pages." },
      { number: "2.4.6", name: "Headings and Labels", how: "Headings and labels describe the content and controls they introduce." },
      { number: "2.4.7", name: "Focus Visible", how: "A clear outline shows which element has keyboard focus." },
    ],
  },
  {
    principle: "Understandable",
    criteria: [
      { number: "3.2.3", name: "Consistent Navigation", how: "The header and footer are the same on every page." },
      { number: "3.3.3", name: "Error Suggestion", how: "Error messages say how to put the problem right." },
      { number: "3.3.4", name: "Error Prevention (Legal, Financial, Data)", how: "You review your booking and its total before you pay." },
    ],
  },
  {
    principle: "Robust",
    criteria: [
      { number: "4.1.3", name: "Status Messages", how: "Confirmations and notifications are announced without moving your focus." },
    ],
  },
];

export interface TechnicalFeature {
  title: string;
  /** A sentence, or one that states how long a booking is held (BOOKING_HOLD_MINUTES, in words). */
  text: string | ((hold: string) => string);
}

export const technicalFeatures: readonly TechnicalFeature[] = [
  { title: "Server-rendered HTML", text: "Pages arrive as complete HTML, so content is readable before, or without, JavaScript." },
  { title: "Skip link", text: "Press Tab on any page to reveal “Skip to main content” and jump past the menu." },
  { title: "Keyboard support", text: "Use Tab, Shift+Tab, Enter, Space and Escape to reach and operate everything." },
  { title: "Visible focus", text: "A bold plum outline follows your keyboard focus on every link, button and field." },
  { title: "Reduced motion respected", text: "If your device asks for reduced motion, animations and the sparkle mouse trail are switched off." },
  { title: "Semantic landmarks", text: "Header, navigation, main content and footer are marked up so assistive technology can jump between them." },
  { title: "Form errors announced", text: "Errors are linked to their fields and announced to screen readers, and nothing you typed is lost." },
  {
    title: "No time limits, with one exception",
    text: (hold) =>
      `When you pay for a booking, your chosen slot is held for ${hold}. The booking page tells you before the hold starts; if it runs out, simply choose a time again or call us and we will book for you.`,
  },
];

export const ongoingEfforts: readonly string[] = [
  "Automated accessibility checks run on every page at mobile and desktop sizes before each release.",
  "We test new features with a keyboard and a screen reader before they go live.",
  "We review this statement at least once a year and whenever the site changes significantly.",
  "Feedback from clients comes first: every report is read, answered and tracked until it is fixed.",
];
