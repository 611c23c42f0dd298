// The yardstick of the reference-read budget: a bare node:http server answering the same JSON bodies from memory.
// Started by bench/run.ts with BARE_ROUTES (a JSON file of "METHOD path" → { status, body }) and PORT.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface CannedAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const routes = JSON.parse(readFileSync(process.env.BARE_ROUTES!, 'utf8')) as Record<string, CannedAnswer>;
const answers = new Map(
  Object.entries(routes).map(([key, answer]) => [
    key,
    {
      status: answer.status,
      body: Buffer.from(answer.body),
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(answer.body)), ...answer.headers },
    },
  ]),
);

// The plainest handler: answer at once. Node discards an unread request body itself after the response.
createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
