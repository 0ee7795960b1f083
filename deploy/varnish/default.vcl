vcl 4.1;
# The shared cache in front of the site server (Varnish 7 with vmod_xkey from Debian's
# varnish-modules). Pages are the same bytes for every visitor, so one cached copy serves all:
# the site server says for how long (s-maxage) and under which surrogate keys (xkey), and a
# release or content change purges exactly those keys. `npm run start:edge` runs it on :8080;
# the lines marked @origin and @secret are what scripts/edge.mjs writes for the stack it starts.

import std;
import xkey;

backend site {
  .host = "127.0.0.1";
  .port = "3000"; # @origin
  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
  .probe = {
    .url = "/health";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    # Healthy from the start: the first visitors reach the site before the first probe has run.
    .initial = 2;
  }
}

# Purges come from the site's own machine only (the release tool, the brand API), with the secret.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers || req.http.X-Purge-Secret != "") { # @secret
      return (synth(403, "Purges are accepted from the site server only"));
    }
    if (req.http.xkey-softpurge) {
      set req.http.X-Purged = xkey.softpurge(req.http.xkey-softpurge);
    } else if (req.http.xkey-purge) {
      set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
    } else {
      return (synth(400, "Name the keys in xkey-softpurge or xkey-purge"));
    }
    return (synth(200, "Purged " + req.http.X-Purged));
  }
  # Fresh objects are served as they are; stale ones for 60 s while one request revalidates
  # (stale-while-revalidate), and for the whole grace (24 h) while the site server is down.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 60s;
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A caller with credentials (the brand API with a token) or a page for one person goes to the
  # origin every time: a guest's booking, preferences, unsubscribe link, a booking journey's URL.
  if (req.http.Authorization || req.url ~ "^/(booking|preferences|unsubscribe)/" || req.url ~ "[?&]step=") {
    return (pass);
  }
  # Pages and files are the same for everyone: cookies play no part in them.
  unset req.http.Cookie;
  return (hash);
}

sub vcl_backend_response {
  # A background refresh answered with a server error keeps the stale object instead.
  if (bereq.is_bgfetch && beresp.status >= 500) {
    return (abandon);
  }
  # What the site server marks private or no-store is never kept (hit-for-miss: asked again each time).
  if (beresp.http.Cache-Control ~ "(private|no-store)" || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # Kept past its time for a day: served while the origin is down (stale-if-error=86400).
  set beresp.grace = 24h;
  # And a while longer to revalidate with its ETag rather than fetch it whole.
  set beresp.keep = 1h;
  return (deliver);
}

sub vcl_backend_error {
  # A background refresh of a stale object that failed (the origin is down) changes nothing: the
  # stale object stays and is served for its grace (stale-if-error), never replaced by this error.
  if (bereq.is_bgfetch) {
    return (abandon);
  }
  # Nothing cached and no origin: a short page that says so (and is not kept).
  set beresp.http.Content-Type = "text/html; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "30";
  synthetic({"<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Back in a moment</title></head><body><h1>Sorry, the site is unavailable for a moment</h1><p>Please try again in a minute.</p></body></html>"});
  return (deliver);
}

sub vcl_deliver {
  # The keys are for the cache, not for browsers.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
  }
}
