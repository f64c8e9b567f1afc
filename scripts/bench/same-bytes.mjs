// A reference of the benchmark (README "Measure it"): node:http alone, no framework, sending
// answers recorded from Aula (status, every header but the connection's own, body) from
// memory, each at /same/<n>. It shows the fastest a Node process answers the same bytes, next
// to nginx serving the same file. ANSWERS names a JSON file: [{ status, headers, body }],
// headers as [name, value] pairs and body in base64.
import fs from 'node:fs'
import http from 'node:http'

const answers = JSON.parse(fs.readFileSync(process.env.ANSWERS, 'utf8')).map((answer) => {
  const body = Buffer.from(answer.body, 'base64')
  return {
    status: answer.status,
    headers: [...answer.headers.flat(), 'content-length', String(body.length)],
    body,
  }
})

const server = http.createServer((request, response) => {
  const answer = answers[Number(request.url?.slice('/same/'.length))]
  if (!answer) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(answer.status, answer.headers)
  response.end(answer.body)
})
server.listen(Number(process.env.PORT), '127.0.0.1')
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
