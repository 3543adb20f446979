import { createConnection, type Socket } from 'node:net';

/**
 * Gives the one window on an X display the keyboard focus, as a window manager does when a user
 * clicks it. Our Xvfb displays run no window manager, so the focus is PointerRoot: it follows the
 * pointer, which rests at the screen's centre, off a browser window at the top left. An unfocused
 * WebKitGTK window's documents answer `document.hasFocus()` false and paint no `:focus-visible`
 * ring, whatever is clicked or Tab-ed to in them. The X protocol is spoken directly (a few
 * requests; Debian's x11 tools are not among the test dependencies). `display` is e.g. `:12`.
 */
export async function focusOnlyWindow(display: string): Promise<void> {
  const x = await connect(display);
  try {
    const windows = [];
    for (const child of await x.children(x.root)) {
      const { viewable, overrideRedirect } = await x.attributes(child);
      // Tooltips and menus are override-redirect; a GTK app's client leader is never mapped.
      if (viewable && !overrideRedirect) windows.push(child);
    }
    if (windows.length !== 1) throw new Error(`X display ${display}: expected one window to focus, found ${windows.length}`);
    const focus = await x.setFocus(windows[0]!);
    if (focus !== windows[0]) throw new Error(`X display ${display}: focus is on window ${focus}, not ${windows[0]}`);
  } finally {
    x.close();
  }
}

const REPLY = 1;
const ERROR = 0;
const VIEWABLE = 2;
const REVERT_TO_PARENT = 2;
const OPCODE = { getWindowAttributes: 3, queryTree: 15, setInputFocus: 42, getInputFocus: 43 } as const;

interface Connection {
  root: number;
  children(window: number): Promise<number[]>;
  attributes(window: number): Promise<{ viewable: boolean; overrideRedirect: boolean }>;
  /** Sets the input focus to `window` and returns where the focus is once the server has done it. */
  setFocus(window: number): Promise<number>;
  close(): void;
}

/** A client speaking X11 (little-endian, no authorisation: Xvfb started without -auth) over the display's local socket. */
async function connect(display: string): Promise<Connection> {
  const number = /^:(\d+)/.exec(display)?.[1];
  if (number === undefined) throw new Error(`not a local X display: ${display}`);
  const socket: Socket = createConnection({ path: `/tmp/.X11-unix/X${number}` });
  let buffered = Buffer.alloc(0);
  let waiting: (() => void) | undefined;
  let failed: Error | undefined;
  socket.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    waiting?.();
  });
  socket.on('error', (error) => {
    failed = error;
    waiting?.();
  });
  const read = async (size: (head: Buffer) => number | undefined): Promise<Buffer> => {
    for (;;) {
      if (failed) throw failed;
      const total = size(buffered);
      if (total !== undefined && buffered.length >= total) {
        const message = buffered.subarray(0, total);
        buffered = buffered.subarray(total);
        return message;
      }
      await new Promise<void>((resolve) => (waiting = resolve));
    }
  };

  // Connection setup: byte order 'l', protocol 11.0, no authorisation.
  socket.write(Buffer.from([0x6c, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
  const setup = await read((head) => (head.length >= 8 ? 8 + head.readUInt16LE(6) * 4 : undefined));
  if (setup[0] !== 1) {
    socket.destroy();
    throw new Error(`X display ${display} refused the connection: ${setup.subarray(8, 8 + setup[1]!).toString('latin1')}`);
  }
  const vendorLength = setup.readUInt16LE(24);
  const formats = setup[29]!;
  const root = setup.readUInt32LE(40 + Math.ceil(vendorLength / 4) * 4 + formats * 8);

  /** Sends one request; with `reply`, waits for its reply (or its error). */
  const request = async (opcode: number, data: number, words: number[], reply = true): Promise<Buffer> => {
    const message = Buffer.alloc(4 + words.length * 4);
    message.writeUInt8(opcode, 0);
    message.writeUInt8(data, 1);
    message.writeUInt16LE(1 + words.length, 2);
    words.forEach((word, i) => message.writeUInt32LE(word, 4 + i * 4));
    socket.write(message);
    if (!reply) return Buffer.alloc(0);
    const answer = await read((head) => (head.length < 8 ? undefined : head[0] === REPLY ? 32 + head.readUInt32LE(4) * 4 : 32));
    if (answer[0] === ERROR) throw new Error(`X display ${display}: error ${answer[1]} for request ${opcode}`);
    if (answer[0] !== REPLY) throw new Error(`X display ${display}: unexpected event ${answer[0]} for request ${opcode}`);
    return answer;
  };

  return {
    root,
    async children(window) {
      const reply = await request(OPCODE.queryTree, 0, [window]);
      return Array.from({ length: reply.readUInt16LE(16) }, (_, i) => reply.readUInt32LE(32 + i * 4));
    },
    async attributes(window) {
      const reply = await request(OPCODE.getWindowAttributes, 0, [window]);
      return { viewable: reply[26] === VIEWABLE, overrideRedirect: reply[27] === 1 };
    },
    async setFocus(window) {
      // CurrentTime (0); should the window be unmapped, the focus goes back to its parent, the root.
      await request(OPCODE.setInputFocus, REVERT_TO_PARENT, [window, 0], false);
      // A request with a reply: the server has handled the one before it.
      return (await request(OPCODE.getInputFocus, 0, [])).readUInt32LE(8);
    },
    close: () => socket.destroy(),
  };
}
