import { connect } from "node:net";

/**
 * Posts up to `size` bytes to `path` over a raw socket, a chunk whenever the socket takes one, and stops sending
 * when the answer's status line comes. Resolves with the status and how many body bytes had been sent by then.
 */
export function postLarge(
  baseUrl: string,
  { path, contentType, size, framing, chunk }: { path: string; contentType: string; size: number; framing: "content-length" | "chunked"; chunk: Buffer },
): Promise<{ status: number | "closed"; sentBeforeAnswer: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    let sent = 0;
    let answered = false;
    let received = "";
    const socket = connect(Number(url.port), url.hostname);
    socket.on("data", (data) => {
      received += data.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status && !answered) {
        answered = true;
        resolve({ status: Number(status[1]), sentBeforeAnswer: sent });
        socket.destroy();
      }
    });
    // The server closing the connection mid-upload is the expected end once it has answered. A client still writing
    // may meet the close (EPIPE, ECONNRESET) before it has read the answer: the server refused to read on either way.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (framing === "chunked" && (error.code === "EPIPE" || error.code === "ECONNRESET")) {
        answered = true;
        resolve({ status: "closed", sentBeforeAnswer: sent });
      } else reject(error);
    });
    socket.on("close", () => (answered ? undefined : reject(new Error(`closed without an answer: ${received}`))));
    const length = framing === "content-length" ? `Content-Length: ${size}` : "Transfer-Encoding: chunked";
    socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: ${contentType}\r\nAccept: application/json\r\n${length}\r\n\r\n`);
    if (framing === "content-length") return;
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    const pump = () => {
      while (!answered && !socket.destroyed && sent < size) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once("drain", pump);
      }
      if (!answered && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    pump();
  });
}
