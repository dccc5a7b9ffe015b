/**
 * The browser's own check of a spin, for the slot's server-rendered pages (which load no bundle):
 * the rules of common/fairness/slot.ts written out as page script with WebCrypto. A test runs
 * this text against the common module and the server's node:crypto driver and holds them equal.
 *
 * FAIR.hash(seedHex) → hex SHA-256 of the seed's bytes; FAIR.stops(seedHex, clientSeed, nonce,
 * stripLengths) → the stops: HMAC-SHA256(seed bytes, "<clientSeed>:<nonce>:<counter>") blocks,
 * 4-byte big-endian words, a word at or above the largest multiple of the strip length below
 * 2^32 skipped, the stop the word mod the strip length.
 */
export const DERIVE_SCRIPT = `
var FAIR={
bytes:function(h){if(!/^(?:[0-9a-fA-F]{2})+$/.test(h))throw new RangeError('seed must be hex');
var b=new Uint8Array(h.length/2);for(var i=0;i<b.length;i++)b[i]=parseInt(h.substr(2*i,2),16);return b;},
hex:function(buf){return Array.prototype.map.call(new Uint8Array(buf),function(x){return ('0'+x.toString(16)).slice(-2);}).join('');},
hash:async function(seed){return FAIR.hex(await crypto.subtle.digest('SHA-256',FAIR.bytes(seed)));},
stops:async function(seed,client,nonce,lengths){
var key=await crypto.subtle.importKey('raw',FAIR.bytes(seed),{name:'HMAC',hash:'SHA-256'},false,['sign']);
var enc=new TextEncoder(),block=new Uint8Array(0),off=0,counter=0,out=[];
async function next(){if(off===block.length){block=new Uint8Array(await crypto.subtle.sign('HMAC',key,enc.encode(client+':'+nonce+':'+counter)));counter++;off=0;}return block[off++];}
for(var r=0;r<lengths.length;r++){var n=lengths[r],limit=4294967296-4294967296%n;
for(;;){var w=0;for(var i=0;i<4;i++)w=w*256+(await next());if(w<limit){out.push(w%n);break;}}}
return out;}};
`;
