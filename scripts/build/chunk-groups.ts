import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { iconOwner } from './vite-plugins/icons-beside-their-user.ts';

/**
 * The modules of the `gallery-shared` chunk: four of ours, and the icon copies section-icons.ts owns. `define` and
 * `filters` were files of their own (216 and 236 bytes gzip), each with its gzip header and its imports between files.
 */
const galleryShared = [
  join('src', 'content', 'gallery', 'text.ts'),
  join('src', 'content', 'gallery', 'section-icons.ts'),
  join('src', 'content', 'gallery', 'define.ts'),
  join('src', 'content', 'gallery', 'filters.ts'),
  `:${iconOwner('src/content/gallery/section-icons.ts')}`,
];

/** The files the browser build puts several modules into (Rolldown's `codeSplitting.groups`). */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Everything the entry imports statically (React, the router, the shell, the route table) goes into the entry's own
  // file: every page needs all of it before it can hydrate, and over a slow phone's HTTP/1.1 each file costs a round
  // trip on one of six connections, not only its bytes. React, the registry and Vite's preload helper were three
  // files of their own beside the entry on every page (issue 15).
  { name: 'shell', tags: ['$initial'] },
  // The gallery's shared text helpers and its section icons (with their copies of the icons), one file for the
  // gallery index and every gallery page: the icons alone were a file of their own, and a gallery page asked for 16
  // files before it hydrated (issue 36).
  { name: 'gallery-shared', test: (id: string) => galleryShared.some((module) => id.endsWith(module)) },
];
