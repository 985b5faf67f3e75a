/**
 * The doctors' names, roles and experience: read by Home (the founder), About (the carousel), the Team Gallery (the
 * roles it shares with a doctor) and the booking model, so a doctor's years are written once (issue 18).
 *
 * The spec lists the experience claims 8, 10+, 12 and 9 years without tying them to doctors (§3), and gives the
 * founder "about ten years" on Home (§1): so the founder has 10+ and the orthodontist 8 (in the spec's order the
 * founder would have 8, which Home's "about ten years" contradicts); the pediatric dentist and the endodontist keep
 * the spec's order, 12 and 9.
 */
export const doctorNames = {
  founder: { name: 'Dr. Meera Raghavan', role: 'Founder & Chief Dentist', experience: '10+ years' },
  orthodontist: { name: 'Dr. Daniel Okafor', role: 'Orthodontist & Implant Specialist', experience: '8 years' },
  pediatric: { name: 'Dr. Sofia Lindqvist', role: 'Pediatric Dentist', experience: '12 years' },
  endodontist: { name: 'Dr. Arjun Varadan', role: 'Endodontist', experience: '9 years' },
} as const;

/** Spec §9: three named doctors plus "Any Available Doctor" (defined for the booking model, not displayed). */
export const doctorChoices: readonly string[] = [
  doctorNames.founder.name,
  doctorNames.orthodontist.name,
  doctorNames.pediatric.name,
  'Any Available Doctor',
];
