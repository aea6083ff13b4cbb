import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it, with its text body decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string;
  text: string;
  receivedAt: number;
}

/** A literal "%" is text (a link's "%23" stays "%23"): escaped first, so that only the "=XX" bytes are decoded. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/%/g, "%25")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

/** A header's RFC 2047 encoded words ("=?UTF-8?Q?=C2=BFSu_ficha?=") as text: a non-ASCII subject arrives so. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function parseMail(raw: string): Omit<ReceivedMail, "from" | "to" | "receivedAt"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  let body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  if (encoding === "quoted-printable") body = decodeQuotedPrintable(body);
  else if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return { subject: decodeWords(header("Subject")), replyTo: header("Reply-To"), text: body.replace(/\r\n/g, "\n").trimEnd() };
}

/**
 * A real SMTP server on localhost for tests (the smtp-server package), which can be
 * stopped and started again on the same port to play an outage.
 */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          this.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            receivedAt: Date.now(),
            ...parseMail(Buffer.concat(chunks).toString("utf8")),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    server.on("error", () => {}); // a client that drops mid-session is not a test failure
    const address = server.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits until a mail matching `match` has arrived. */
  async waitFor(match: (m: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
    const started = Date.now();
    for (;;) {
      const found = this.mails.find(match);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`no matching mail within ${timeoutMs} ms (${this.mails.length} received)`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
