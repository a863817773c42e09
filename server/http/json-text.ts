/**
 * Answers made of a JSON text already written (a cached body, a stored quote): Fastify sends a
 * string of a JSON content type as it is, without its serialiser.
 * @module
 */

/** The content type of every JSON answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The part of a reply {@link sendJsonText} uses, with `send` taking a text. */
interface TextReply {
  type(contentType: string): TextReply;
  send(payload: string): unknown;
}

/**
 * Sends a JSON text as it is. (A route's typed `send` takes only the object its schema
 * describes; the text is that object's JSON, hence the reply's looser type here.)
 */
export function sendJsonText(reply: object, text: string): void {
  (reply as TextReply).type(JSON_CONTENT_TYPE).send(text);
}
