"""JSON over HTTP to model servers on this machine only, so case facts never leave it; the one exception is a
firm's own model server, whose host the registry names explicitly (`allow_host`)."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Optional

from .errors import ModelError

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}


def local_url(url: str, allow_host: str = "") -> urllib.parse.SplitResult:
    """`url` parsed, if it is an http(s) URL of a server on this machine (or on `allow_host`, a firm's server
    the user named); the one parser both the check and the request use, so they cannot disagree about which
    host is meant. User-info (`user@host`) is refused."""
    parts = urllib.parse.urlsplit(url.strip())
    if parts.scheme not in ("http", "https"):
        raise ModelError(f"{url} is not an http:// or https:// URL of a model server")
    if "@" in parts.netloc or "\\" in url or any(c.isspace() for c in url.strip()):
        raise ModelError(f"{url} names a user or holds characters a server URL does not; give it as "
                         "http://127.0.0.1:PORT")
    try:
        parts.port  # a port that is not a number raises here
    except ValueError:
        raise ModelError(f"{url} has a port that is not a number") from None
    if parts.hostname not in LOCAL_HOSTS and not (allow_host and parts.hostname == allowed_host(allow_host)):
        raise ModelError(f"{url} is not on this machine; Arthra only talks to model servers on localhost, or to "
                         "a firm's own server whose host is named when the model is added "
                         "(arthra models add NAME URL --llm --allow-host HOST)")
    return parts


def allowed_host(host: str) -> str:
    """A host name as URLs compare it: lower case, without brackets around an IPv6 address."""
    return host.strip().strip("[]").lower()


def check_local_url(url: str, allow_host: str = "") -> str:
    """`url` if it points at this machine or at the allowed host (see local_url)."""
    local_url(url, allow_host)
    return url


THIS_MACHINE = "this machine"


def destination(url: str) -> str:
    """Where case text sent to `url` goes, in words: "this machine" or the host's name."""
    host = urllib.parse.urlsplit(url.strip()).hostname or ""
    return THIS_MACHINE if host in LOCAL_HOSTS else host


class _RefuseRedirects(urllib.request.HTTPRedirectHandler):
    """A local server must answer itself: a redirect could send case facts to another machine."""

    def redirect_request(self, request, fp, code, message, headers, new_url):
        raise ModelError(f"the model server redirected to {new_url}; Arthra does not follow redirects")


# No proxy, whatever the environment says: a proxy would carry case facts off this machine.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}), _RefuseRedirects)


class ServerRefused(ModelError):
    """The server answered with an HTTP error; `status` and `body` say which and why."""

    def __init__(self, url: str, status: int, body: str):
        super().__init__(f"the model server at {url} answered HTTP {status}: {body[:300]}")
        self.status, self.body = status, body


def post_json(url: str, payload: Optional[dict], timeout: float, allow_host: str = "") -> dict:
    """POST `payload` (GET when None) to a local `url` (or one on `allow_host`) and return the decoded JSON
    answer; no proxy and no redirect is ever followed."""
    parts = local_url(url, allow_host)
    data = None if payload is None else json.dumps(payload).encode("utf-8")
    request = urllib.request.Request(urllib.parse.urlunsplit(parts), data=data,
                                     headers={"Content-Type": "application/json"})
    try:
        with _OPENER.open(request, timeout=timeout) as response:
            return json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as exc:
        raise ServerRefused(url, exc.code, exc.read().decode("utf-8", "replace")) from exc
    except (urllib.error.URLError, OSError) as exc:
        raise ModelError(f"the model server at {url} did not answer ({exc}); start it, or check the URL in the "
                         "model registry (arthra models)") from exc
    except json.JSONDecodeError as exc:
        raise ModelError(f"the model server at {url} did not answer with JSON") from exc
