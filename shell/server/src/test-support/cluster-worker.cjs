// A stand-in site server for the worker supervision tests: answers every request with its pid
// and the token secret it was given, on PORT; leaves on SIGTERM.
const http = require('node:http');

const server = http.createServer((_request, response) => {
  response.end(JSON.stringify({ pid: process.pid, secret: process.env.TOKEN_SECRET }));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
