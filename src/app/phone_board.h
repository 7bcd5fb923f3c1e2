#pragma once

#include <string>
#include <vector>

namespace shn {

/// PhoneBoard: what the table screen shows of the board served to phones
/// (issue 14, docs/second-screen.md): the address to open, its QR code's
/// modules, how many phones watch; the platform that runs the server fills
/// it in. `code_hidden`: the table tapped the code away (the count stays).
struct PhoneBoard {
    bool available = false; // this platform can serve it (the desktop, not a browser)
    // A browser: Settings says where the board for phones comes from (the
    // app on a computer or a Pi), rather than leaving its row out (issue 42).
    bool served_elsewhere = false;
    bool serving = false;
    std::string address; // "http://192.168.1.20:8080/"
    int viewers = 0;
    int code_size = 0;
    std::vector<bool> code; // code_size x code_size, dark modules
    bool code_hidden = false;
};

} // namespace shn
