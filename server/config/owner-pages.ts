// Issue 33: what the owner area's posts (the forms inbox's, an order's status) need of the area: its
// page in its frame, its content drawn with the page's own crumb; the sign-in page; the 303 back.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Session } from '../accounts/index.ts';
import type { RawReply } from '../api/route.ts';
import { CONFIG_CACHE } from './login.ts';
import type { ConfigContent } from './shell.ts';

export interface OwnerPages {
  send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    session: Session,
    path: string,
    content: (crumb: string) => Promise<ConfigContent>,
    alert?: string | null,
    fresh?: boolean,
  ): Promise<void>;
  signIn(req: IncomingMessage, res: ServerResponse, next: string): void;
}

/** After a post that changed something: back to the page that shows it. */
export const seeOther = (location: string): RawReply => ({
  send(_req, res) {
    res.writeHead(303, { Location: location, 'Cache-Control': CONFIG_CACHE }).end();
  },
});
