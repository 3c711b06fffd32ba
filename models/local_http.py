"""JSON over HTTP to model servers on this machine only: case facts never leave it."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Optional

from .errors import ModelError

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}


def check_local_url(url: str) -> str:
    """`url` if it points at this machine; case facts never leave it."""
    if urllib.parse.urlparse(url).hostname not in LOCAL_HOSTS:
        raise ModelError(f"{url} is not on this machine; Arthra only talks to model servers on localhost")
    return url


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


def post_json(url: str, payload: Optional[dict], timeout: float) -> dict:
    """POST `payload` (GET when None) to a local `url` and return the decoded JSON answer."""
    check_local_url(url)
    data = None if payload is None else json.dumps(payload).encode("utf-8")
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
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
