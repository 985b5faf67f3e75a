import type { ChildProcess } from 'node:child_process';
import { firstLine } from './first-line';

/** Starts a program with a pipe on its descriptor 3, as `Desktop.start` and the WebKit launch do. */
export type Starter = (command: string, args: string[]) => ChildProcess;

/**
 * Starts an X server with no screen of its own (Xvfb) and returns its display (`:N`).
 *
 * `-displayfd` picks a free display number and writes it: runs side by side never share a screen. `-noreset`: an X
 * server resets when its last client leaves and turns away a client connecting meanwhile; window searches come and
 * go while a browser connects, and without it a browser now and then could not open the display.
 */
export async function startXServer(start: Starter, screen: string, xvfb = 'Xvfb'): Promise<string> {
  const server = start(xvfb, ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp', '-noreset']);
  return `:${await firstLine(server, 'Xvfb')}`;
}
